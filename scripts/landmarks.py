"""Curated landmarks, venues and named natural places that the raw sources lack.

Our own table (facts: a name, common English alternates, an approximate centre and a radius that
covers the site). Columns: kind, name, alternates (";"-separated), latitude, longitude, ISO country,
radius in km. Kinds: landmark (buildings, monuments, venues, streets), park, natural.
"""

import os
import re


_TABLE = """
landmark|Eiffel Tower|Tour Eiffel|48.8584|2.2945|FR|0.5
landmark|Louvre|Louvre Museum;Musee du Louvre|48.8606|2.3376|FR|0.5
landmark|Notre-Dame de Paris|Notre Dame;Notre-Dame Cathedral|48.8530|2.3499|FR|0.3
landmark|Arc de Triomphe||48.8738|2.2950|FR|0.3
landmark|Sacre-Coeur|Sacre Coeur Basilica;Montmartre|48.8867|2.3431|FR|0.8
landmark|Palace of Versailles|Versailles Palace;Chateau de Versailles|48.8049|2.1204|FR|1.5
landmark|Mont Saint-Michel|Mont-Saint-Michel|48.6361|-1.5115|FR|2
landmark|Disneyland Paris||48.8722|2.7758|FR|2
landmark|Big Ben|Elizabeth Tower|51.5007|-0.1246|GB|0.3
landmark|Tower of London||51.5081|-0.0759|GB|0.4
landmark|Tower Bridge||51.5055|-0.0754|GB|0.3
landmark|London Eye||51.5033|-0.1196|GB|0.3
landmark|Buckingham Palace||51.5014|-0.1419|GB|0.5
landmark|Westminster Abbey||51.4993|-0.1273|GB|0.3
landmark|Trafalgar Square||51.5080|-0.1281|GB|0.3
park|Hyde Park||51.5073|-0.1657|GB|1.5
landmark|Stonehenge||51.1789|-1.8262|GB|1
landmark|Edinburgh Castle||55.9486|-3.1999|GB|0.4
park|Lake District|Lake District National Park|54.4609|-3.0886|GB|35
natural|Loch Ness||57.3229|-4.4244|GB|20
natural|Isle of Skye|Skye|57.2736|-6.2155|GB|40
landmark|Colosseum|Coliseum;Colosseo|41.8902|12.4922|IT|0.4
landmark|Trevi Fountain||41.9009|12.4833|IT|0.2
landmark|St. Peter's Basilica|St Peter's Square;Saint Peter's Basilica|41.9022|12.4539|VA|0.5
landmark|Leaning Tower of Pisa|Tower of Pisa|43.7230|10.3966|IT|0.3
landmark|Pompeii||40.7489|14.4848|IT|1.5
natural|Amalfi Coast||40.6333|14.6027|IT|25
natural|Cinque Terre||44.1280|9.7130|IT|10
natural|Lake Como|Como Lake|46.0160|9.2572|IT|25
natural|Dolomites||46.4102|11.8440|IT|60
landmark|Sagrada Familia||41.4036|2.1744|ES|0.3
park|Park Guell||41.4145|2.1527|ES|0.5
landmark|Alhambra||37.1761|-3.5881|ES|0.6
landmark|Acropolis|Parthenon|37.9715|23.7257|GR|0.4
natural|Santorini|Thira|36.3932|25.4615|GR|10
landmark|Brandenburg Gate|Brandenburger Tor|52.5163|13.3777|DE|0.3
landmark|Neuschwanstein Castle|Neuschwanstein|47.5576|10.7498|DE|1
landmark|Cologne Cathedral|Kolner Dom|50.9413|6.9583|DE|0.3
landmark|East Side Gallery|Berlin Wall|52.5050|13.4397|DE|1
landmark|Anne Frank House||52.3752|4.8840|NL|0.2
landmark|Atomium||50.8949|4.3415|BE|0.3
landmark|Charles Bridge||50.0865|14.4114|CZ|0.3
landmark|Prague Castle||50.0911|14.4016|CZ|0.5
natural|Matterhorn||45.9763|7.6586|CH|5
natural|Jungfrau||46.5367|7.9625|CH|5
natural|Mont Blanc||45.8326|6.8652|FR|8
landmark|Blue Lagoon||63.8804|-22.4495|IS|1
landmark|Red Square||55.7539|37.6208|RU|0.4
landmark|Kremlin|Moscow Kremlin|55.7520|37.6175|RU|0.5
landmark|Saint Basil's Cathedral|St. Basil's Cathedral|55.7525|37.6231|RU|0.2
landmark|Hagia Sophia|Aya Sofya|41.0086|28.9802|TR|0.3
landmark|Blue Mosque|Sultan Ahmed Mosque|41.0054|28.9768|TR|0.3
natural|Cappadocia||38.6431|34.8289|TR|40
landmark|Pyramids of Giza|Giza Pyramids;Great Pyramid;Great Pyramid of Giza|29.9792|31.1342|EG|1.5
landmark|Great Sphinx of Giza|Great Sphinx|29.9753|31.1376|EG|0.3
landmark|Petra||30.3285|35.4444|JO|3
landmark|Burj Khalifa||25.1972|55.2744|AE|0.3
landmark|Burj Al Arab||25.1412|55.1853|AE|0.3
landmark|Palm Jumeirah||25.1124|55.1390|AE|4
landmark|Western Wall|Wailing Wall|31.7767|35.2345|IL|0.2
natural|Dead Sea||31.5590|35.4732|IL|40
natural|Table Mountain||-33.9628|18.4098|ZA|4
landmark|Robben Island||-33.8067|18.3662|ZA|2
park|Kruger National Park|Kruger Park;Kruger|-23.9884|31.5547|ZA|100
natural|Victoria Falls||-17.9243|25.8572|ZW|3
natural|Mount Kilimanjaro|Kilimanjaro|-3.0674|37.3556|TZ|20
park|Serengeti|Serengeti National Park|-2.3333|34.8333|TZ|80
park|Maasai Mara|Masai Mara|-1.4061|35.0000|KE|40
landmark|Taj Mahal||27.1751|78.0421|IN|0.5
landmark|Gateway of India||18.9220|72.8347|IN|0.2
landmark|Marine Drive||18.9432|72.8236|IN|2
landmark|India Gate||28.6129|77.2295|IN|0.3
landmark|Red Fort||28.6562|77.2410|IN|0.5
landmark|Qutub Minar|Qutb Minar|28.5245|77.1855|IN|0.3
landmark|Golden Temple|Harmandir Sahib|31.6200|74.8765|IN|0.3
landmark|Hawa Mahal||26.9239|75.8267|IN|0.2
landmark|Amber Fort|Amer Fort|26.9855|75.8513|IN|0.5
landmark|Mysore Palace||12.3052|76.6552|IN|0.3
natural|Mount Everest|Everest|27.9881|86.9250|NP|10
landmark|Great Wall of China|Great Wall|40.4319|116.5704|CN|10
landmark|Forbidden City||39.9163|116.3972|CN|0.7
landmark|Tiananmen Square|Tiananmen|39.9055|116.3976|CN|0.4
landmark|The Bund|Bund|31.2400|121.4900|CN|1
landmark|Terracotta Army|Terracotta Warriors|34.3853|109.2785|CN|1
natural|Victoria Peak||22.2759|114.1455|HK|1
natural|Victoria Harbour||22.2930|114.1694|HK|3
landmark|Tokyo Tower||35.6586|139.7454|JP|0.3
landmark|Tokyo Skytree|Skytree|35.7101|139.8107|JP|0.3
landmark|Shibuya Crossing||35.6595|139.7005|JP|0.3
landmark|Senso-ji|Sensoji|35.7148|139.7967|JP|0.3
landmark|Fushimi Inari|Fushimi Inari Shrine;Fushimi Inari Taisha|34.9671|135.7727|JP|1
landmark|Kinkaku-ji|Golden Pavilion;Kinkakuji|35.0394|135.7292|JP|0.3
natural|Arashiyama||35.0094|135.6668|JP|2
landmark|Itsukushima Shrine|Miyajima|34.2960|132.3198|JP|3
landmark|Hiroshima Peace Memorial|Atomic Bomb Dome;Peace Memorial Park|34.3955|132.4536|JP|0.5
landmark|Gyeongbokgung|Gyeongbokgung Palace|37.5796|126.9770|KR|0.6
landmark|N Seoul Tower|Namsan Tower;Seoul Tower|37.5512|126.9882|KR|0.5
landmark|Angkor Wat|Angkor|13.4125|103.8670|KH|3
natural|Ha Long Bay|Halong Bay|20.9101|107.1839|VN|25
landmark|Marina Bay Sands||1.2834|103.8607|SG|0.4
park|Gardens by the Bay||1.2816|103.8636|SG|0.6
natural|Sentosa|Sentosa Island|1.2494|103.8303|SG|2
landmark|Petronas Towers|Petronas Twin Towers|3.1579|101.7116|MY|0.3
landmark|Borobudur||-7.6079|110.2038|ID|1
landmark|Sydney Opera House||-33.8568|151.2153|AU|0.3
landmark|Sydney Harbour Bridge|Harbour Bridge|-33.8523|151.2108|AU|0.5
natural|Bondi Beach|Bondi|-33.8915|151.2767|AU|1.5
natural|Great Barrier Reef||-18.2871|147.6992|AU|300
natural|Twelve Apostles||-38.6621|143.1051|AU|2
landmark|Great Ocean Road||-38.6805|143.3915|AU|80
landmark|Melbourne Cricket Ground|MCG|-37.8200|144.9834|AU|0.5
natural|Barossa Valley|Barossa|-34.5333|138.9500|AU|20
natural|Rottnest Island|Rottnest|-32.0058|115.5121|AU|6
natural|Kangaroo Island||-35.7752|137.2142|AU|60
natural|Hamilton Island||-20.3500|148.9561|AU|3
natural|Whitsunday Islands|Whitsundays|-20.2500|148.9667|AU|30
natural|Blue Mountains||-33.7150|150.3110|AU|40
landmark|Thredbo|Thredbo Village|-36.5050|148.3060|AU|4
natural|Milford Sound||-44.6414|167.8974|NZ|10
landmark|Hobbiton||-37.8721|175.6829|NZ|1
landmark|Statue of Liberty|Lady Liberty|40.6892|-74.0445|US|0.3
landmark|Empire State Building||40.7484|-73.9857|US|0.2
landmark|Times Square||40.7580|-73.9855|US|0.3
park|Central Park||40.7829|-73.9654|US|2.5
landmark|Brooklyn Bridge||40.7061|-73.9969|US|0.5
landmark|Rockefeller Center|Top of the Rock|40.7587|-73.9787|US|0.3
landmark|One World Trade Center|Freedom Tower;World Trade Center;9/11 Memorial|40.7127|-74.0134|US|0.4
landmark|Grand Central Terminal|Grand Central;Grand Central Station|40.7527|-73.9772|US|0.2
park|High Line||40.7480|-74.0048|US|1.5
natural|Coney Island||40.5755|-73.9707|US|2
landmark|Golden Gate Bridge|Golden Gate|37.8199|-122.4783|US|1.5
landmark|Alcatraz|Alcatraz Island|37.8270|-122.4230|US|0.5
landmark|Fisherman's Wharf||37.8080|-122.4177|US|0.6
landmark|Hollywood Sign||34.1341|-118.3215|US|0.5
landmark|Santa Monica Pier||34.0094|-118.4973|US|0.4
landmark|Griffith Observatory|Griffith Park|34.1184|-118.3004|US|1.5
landmark|Disneyland|Disneyland Resort|33.8121|-117.9190|US|1
landmark|Walt Disney World|Disney World;Magic Kingdom|28.3852|-81.5639|US|8
landmark|Universal Studios|Universal Studios Hollywood|34.1381|-118.3534|US|1
landmark|Las Vegas Strip|Vegas Strip|36.1147|-115.1728|US|4
landmark|Space Needle||47.6205|-122.3493|US|0.3
landmark|Pike Place Market|Pike Place|47.6097|-122.3422|US|0.3
landmark|Hoover Dam||36.0160|-114.7377|US|1.5
landmark|Lincoln Memorial||38.8893|-77.0502|US|0.3
landmark|White House||38.8977|-77.0365|US|0.3
landmark|Washington Monument||38.8895|-77.0353|US|0.3
park|National Mall||38.8896|-77.0230|US|2
landmark|United States Capitol|US Capitol;Capitol Building|38.8899|-77.0091|US|0.3
landmark|Gateway Arch||38.6247|-90.1848|US|0.4
landmark|Cloud Gate|The Bean|41.8827|-87.6233|US|0.2
park|Millennium Park||41.8826|-87.6226|US|0.6
landmark|Navy Pier||41.8917|-87.6086|US|0.4
landmark|Wrigley Field||41.9484|-87.6553|US|0.3
landmark|Fenway Park||42.3467|-71.0972|US|0.3
landmark|Yankee Stadium||40.8296|-73.9262|US|0.3
landmark|Madison Square Garden||40.7505|-73.9934|US|0.2
landmark|French Quarter||29.9584|-90.0644|US|1.2
landmark|Bourbon Street||29.9588|-90.0650|US|0.8
landmark|The Alamo|Alamo|29.4260|-98.4861|US|0.2
landmark|Kennedy Space Center||28.5729|-80.6490|US|5
natural|Waikiki|Waikiki Beach|21.2793|-157.8292|US|2
landmark|Pearl Harbor||21.3649|-157.9507|US|3
natural|Diamond Head||21.2614|-157.8056|US|1.5
natural|Napa Valley||38.5025|-122.2654|US|25
natural|Big Sur||36.2704|-121.8081|US|30
park|Banff National Park|Banff NP|51.4968|-115.9281|CA|50
park|Jasper National Park||52.8734|-117.9543|CA|60
landmark|CN Tower||43.6426|-79.3871|CA|0.3
park|High Park||43.6465|-79.4637|CA|1
park|Stanley Park||49.3017|-123.1417|CA|1.5
landmark|Parliament Hill||45.4236|-75.7009|CA|0.3
landmark|Old Quebec|Vieux-Quebec|46.8123|-71.2064|CA|1
landmark|Chichen Itza||20.6843|-88.5678|MX|1
landmark|Teotihuacan||19.6925|-98.8438|MX|2
landmark|Machu Picchu||-13.1631|-72.5450|PE|1.5
landmark|Christ the Redeemer|Cristo Redentor|-22.9519|-43.2105|BR|0.3
natural|Sugarloaf Mountain|Sugarloaf;Pao de Acucar|-22.9486|-43.1566|BR|0.5
natural|Copacabana|Copacabana Beach|-22.9711|-43.1822|BR|1.5
natural|Iguazu Falls|Iguacu Falls;Iguassu Falls|-25.6953|-54.4367|AR|3
natural|Perito Moreno Glacier|Perito Moreno|-50.4967|-73.1377|AR|5
park|Torres del Paine|Torres del Paine National Park|-50.9423|-73.4068|CL|40
natural|Galapagos Islands|Galapagos|-0.9538|-90.9656|EC|150
natural|Easter Island|Rapa Nui|-27.1127|-109.3497|CL|15
natural|Salar de Uyuni|Uyuni Salt Flats|-20.1338|-67.4891|BO|60
park|Golden Gate Park||37.7694|-122.4862|US|2
natural|Cliffs of Moher||52.9715|-9.4309|IE|3
natural|Giant's Causeway||55.2408|-6.5116|GB|1
natural|Ring of Kerry||51.9500|-9.9000|IE|40
natural|Provence||43.9000|5.5000|FR|100
natural|Scottish Highlands|Highlands|57.1200|-4.7100|GB|120
natural|Cotswolds||51.8330|-1.8433|GB|40
natural|Majorca|Mallorca|39.6953|3.0176|ES|60
natural|Algarve||37.0900|-8.2500|PT|70
natural|Smoky Mountains|Smokies|35.6118|-83.4895|US|50
landmark|Mount Rushmore|Mount Rushmore National Memorial|43.8791|-103.4591|US|2
park|Muir Woods||37.8912|-122.5719|US|2
natural|Monument Valley||36.9980|-110.0985|US|20
natural|Antelope Canyon||36.8619|-111.3743|US|2
natural|Horseshoe Bend||36.8791|-111.5104|US|1
natural|Big Island|Hawaii Island|19.5429|-155.6659|US|90
natural|Oahu||21.4389|-158.0001|US|40
natural|Kauai||22.0964|-159.5261|US|30
natural|Martha's Vineyard||41.3805|-70.6456|US|20
natural|The Hamptons|Hamptons|40.9632|-72.1848|US|30
natural|Lake Garda|Garda Lake|45.6389|10.6722|IT|30
natural|Lake Bled||46.3625|14.0936|SI|2
natural|French Riviera|Cote d'Azur|43.5528|7.0174|FR|60
natural|Amazon Rainforest||-3.4653|-62.2159|BR|1500
landmark|Bagan||21.1717|94.8585|MM|15
natural|Fraser Island|K'gari|-25.2398|153.1281|AU|60
park|Daintree|Daintree Rainforest;Daintree National Park|-16.1700|145.4185|AU|30
park|Kakadu|Kakadu National Park|-12.8400|132.8800|AU|100
natural|Hunter Valley||-32.7500|151.2500|AU|40
natural|Yarra Valley||-37.7000|145.5000|AU|30
natural|Margaret River||-33.9550|115.0750|AU|30
natural|Franz Josef Glacier|Franz Josef|-43.4660|170.1830|NZ|10
natural|Waiheke Island|Waiheke|-36.8000|175.1000|NZ|12
natural|Muskoka||45.0500|-79.3000|CA|50
landmark|Cabot Trail||46.7500|-60.6500|CA|60
landmark|Legoland|Legoland Billund|55.7352|9.1266|DK|1
park|Regent's Park||51.5313|-0.1570|GB|1.2
landmark|Taipei 101||25.0340|121.5645|TW|0.3
natural|Jeju Island||33.3846|126.5535|KR|40
natural|Los Cabos|Cabo;Cabo San Lucas|22.8905|-109.9167|MX|20
natural|Malibu||34.0259|-118.7798|US|12
landmark|Shoreditch||51.5255|-0.0790|GB|1.5
landmark|Le Marais|Marais|48.8590|2.3620|FR|1
landmark|Anfield||53.4308|-2.9608|GB|0.3
landmark|Lord's|Lord's Cricket Ground|51.5294|-0.1727|GB|0.3
landmark|Sydney Cricket Ground|SCG|-33.8917|151.2247|AU|0.4
landmark|Camp Nou|Nou Camp|41.3809|2.1228|ES|0.4
landmark|Santiago Bernabeu|Bernabeu|40.4531|-3.6883|ES|0.3
landmark|Allianz Arena||48.2188|11.6247|DE|0.3
landmark|Wembley Stadium||51.5560|-0.2796|GB|0.3
landmark|Grand Bazaar||41.0106|28.9681|TR|0.5
natural|Bosphorus||41.1000|29.0500|TR|15
landmark|Galata Tower||41.0256|28.9742|TR|0.2
landmark|Dubai Mall||25.1985|55.2796|AE|0.5
landmark|Sheikh Zayed Grand Mosque|Sheikh Zayed Mosque|24.4128|54.4750|AE|0.5
landmark|Temple Bar||53.3455|-6.2644|IE|0.4
landmark|Guinness Storehouse||53.3419|-6.2867|IE|0.3
natural|Loch Lomond||56.0833|-4.6000|GB|15
natural|Ben Nevis||56.7969|-5.0036|GB|3
natural|Moraine Lake||51.3217|-116.1860|CA|1.5
natural|Sydney Harbour||-33.8500|151.2300|AU|6
landmark|Circular Quay||-33.8610|151.2108|AU|0.4
landmark|Darling Harbour||-33.8748|151.2004|AU|0.6
landmark|Federation Square|Fed Square|-37.8180|144.9691|AU|0.3
natural|Phillip Island||-38.4899|145.2380|AU|12
park|Wilsons Promontory|Wilsons Prom|-39.0300|146.3200|AU|20
natural|Cradle Mountain||-41.6850|145.9510|AU|10
landmark|Magnificent Mile||41.8948|-87.6243|US|0.8
natural|South Beach||25.7826|-80.1341|US|2
landmark|Pier 39||37.8087|-122.4098|US|0.3
landmark|Lombard Street||37.8021|-122.4187|US|0.3
landmark|Sunset Strip||34.0900|-118.3850|US|2
landmark|Hollywood Walk of Fame|Walk of Fame|34.1016|-118.3267|US|1
park|Balboa Park||32.7341|-117.1446|US|1.5
landmark|Gaslamp Quarter||32.7116|-117.1597|US|0.6
landmark|Liberty Bell||39.9496|-75.1503|US|0.2
landmark|Independence Hall||39.9489|-75.1500|US|0.2
landmark|Smithsonian|Smithsonian Museums|38.8913|-77.0261|US|1.5
landmark|Faneuil Hall||42.3600|-71.0568|US|0.3
natural|Mackinac Island||45.8492|-84.6189|US|5
park|Bryant Park||40.7536|-73.9832|US|0.4
park|Prospect Park||40.6602|-73.9690|US|1.5
landmark|Flatiron Building||40.7411|-73.9897|US|0.2
landmark|Chrysler Building||40.7516|-73.9755|US|0.2
landmark|Hudson Yards||40.7538|-74.0020|US|0.5
landmark|Champs-Elysees|Champs Elysees|48.8698|2.3076|FR|1.5
landmark|Latin Quarter||48.8493|2.3470|FR|1
park|Luxembourg Gardens|Jardin du Luxembourg|48.8462|2.3372|FR|0.7
landmark|Camden Market||51.5413|-0.1460|GB|0.4
landmark|Covent Garden||51.5117|-0.1240|GB|0.4
landmark|Piccadilly Circus||51.5101|-0.1340|GB|0.2
landmark|Borough Market||51.5055|-0.0910|GB|0.2
landmark|St Paul's Cathedral|St. Paul's Cathedral|51.5138|-0.0984|GB|0.3
park|Kew Gardens||51.4787|-0.2956|GB|1.2
landmark|Windsor Castle||51.4839|-0.6044|GB|0.6
natural|Windermere|Lake Windermere|54.3800|-2.9300|GB|8
park|Snowdonia|Eryri|52.9000|-3.9000|GB|40
park|Peak District||53.3500|-1.8300|GB|35
park|Brecon Beacons||51.8800|-3.4400|GB|30
park|Plitvice Lakes|Plitvice|44.8654|15.5820|HR|10
landmark|Hallstatt||47.5622|13.6493|AT|2
landmark|Schonbrunn Palace|Schonbrunn|48.1845|16.3122|AT|0.8
landmark|La Rambla|Las Ramblas|41.3809|2.1734|ES|0.8
landmark|Gothic Quarter||41.3833|2.1777|ES|0.6
natural|Montjuic||41.3639|2.1586|ES|1.5
landmark|Prado Museum|Prado|40.4138|-3.6921|ES|0.3
park|Retiro Park|El Retiro|40.4153|-3.6845|ES|1
landmark|Belem Tower||38.6916|-9.2160|PT|0.3
park|Keukenhof||52.2697|4.5462|NL|1
landmark|Rijksmuseum||52.3600|4.8852|NL|0.3
landmark|Grand Place||50.8467|4.3525|BE|0.3
landmark|Manneken Pis||50.8450|4.3500|BE|0.1
natural|Golden Circle||64.3000|-20.3000|IS|50
natural|Gullfoss||64.3271|-20.1199|IS|2
natural|Geysir||64.3104|-20.3024|IS|1
natural|Jokulsarlon|Glacier Lagoon|64.0784|-16.2306|IS|3
natural|Lofoten|Lofoten Islands|68.2000|13.9000|NO|60
natural|Geirangerfjord|Geiranger|62.1008|7.2059|NO|10
natural|Preikestolen|Pulpit Rock|58.9863|6.1904|NO|1
natural|Trolltunga||60.1242|6.7400|NO|1
landmark|Nyhavn||55.6798|12.5914|DK|0.3
park|Tivoli Gardens|Tivoli|55.6737|12.5681|DK|0.4
landmark|Akihabara||35.6984|139.7731|JP|0.8
landmark|Harajuku||35.6702|139.7027|JP|0.8
landmark|Ginza||35.6717|139.7650|JP|0.8
landmark|Dotonbori||34.6687|135.5013|JP|0.5
landmark|Osaka Castle||34.6873|135.5262|JP|0.6
park|Nara Park||34.6851|135.8430|JP|1.5
landmark|Himeji Castle||34.8394|134.6939|JP|0.5
landmark|Gion||35.0037|135.7788|JP|0.7
landmark|Kiyomizu-dera|Kiyomizudera|34.9949|135.7850|JP|0.4
landmark|Myeongdong||37.5637|126.9860|KR|0.5
landmark|Tian Tan Buddha|Big Buddha|22.2540|113.9050|HK|0.5
landmark|Wat Arun||13.7437|100.4889|TH|0.3
landmark|Grand Palace||13.7500|100.4913|TH|0.5
landmark|Wat Pho||13.7465|100.4930|TH|0.3
natural|Phi Phi Islands|Phi Phi|7.7407|98.7784|TH|8
natural|Railay|Railay Beach|8.0110|98.8370|TH|2
landmark|Tanah Lot||-8.6212|115.0868|ID|0.5
natural|Uluwatu||-8.8291|115.0849|ID|2
natural|Mount Batur||-8.2420|115.3750|ID|4
natural|Gili Islands|Gili|-8.3500|116.0600|ID|6
park|Komodo National Park||-8.5500|119.4900|ID|30
natural|Mekong Delta||10.0000|105.8000|VN|100
natural|Chocolate Hills||9.8297|124.1397|PH|10
natural|Boracay||11.9674|121.9248|PH|5
landmark|Sigiriya||7.9570|80.7603|LK|1
landmark|Hampi||15.3350|76.4600|IN|5
landmark|Ajanta Caves||20.5519|75.7033|IN|1
landmark|Ellora Caves||20.0268|75.1771|IN|1
natural|Lake Pichola||24.5720|73.6790|IN|3
natural|Dal Lake||34.1200|74.8400|IN|5
natural|Pangong Lake|Pangong Tso|33.7600|78.6600|IN|25
natural|Kerala Backwaters|Alleppey Backwaters|9.4981|76.3388|IN|30
natural|Baga Beach||15.5553|73.7517|IN|1
natural|Juhu Beach||19.0988|72.8264|IN|1.5
landmark|Charminar||17.3616|78.4747|IN|0.2
landmark|Victoria Memorial||22.5448|88.3426|IN|0.4
landmark|Howrah Bridge||22.5851|88.3468|IN|0.4
landmark|Lotus Temple||28.5535|77.2588|IN|0.3
landmark|Akshardham||28.6127|77.2773|IN|0.5
landmark|Meenakshi Temple||9.9195|78.1193|IN|0.3
natural|Wadi Rum||29.5759|35.4206|JO|20
landmark|Jemaa el-Fnaa|Jemaa el Fna|31.6258|-7.9891|MA|0.3
natural|Ngorongoro Crater|Ngorongoro|-3.1618|35.5877|TZ|15
natural|Cape of Good Hope||-34.3568|18.4740|ZA|3
natural|Boulders Beach||-34.1975|18.4517|ZA|0.5
natural|Lion's Head||-33.9350|18.3890|ZA|1
natural|Garden Route||-33.9000|22.9000|ZA|100
park|Etosha|Etosha National Park|-18.8556|16.3293|NA|80
natural|Sossusvlei||-24.7275|15.3759|NA|10
natural|Arenal|Arenal Volcano|10.4626|-84.7032|CR|8
natural|Monteverde||10.3000|-84.8167|CR|8
landmark|Panama Canal||9.0800|-79.6800|PA|40
natural|Ipanema|Ipanema Beach|-22.9838|-43.2096|BR|1.5
natural|Sacred Valley||-13.3300|-72.0800|PE|25
natural|Rainbow Mountain|Vinicunca|-13.8694|-71.3033|PE|3
landmark|Nazca Lines||-14.7390|-75.1300|PE|10
natural|Huacachina||-14.0875|-75.7626|PE|2
park|Chapultepec|Chapultepec Park|19.4204|-99.1819|MX|2
landmark|Zocalo||19.4326|-99.1332|MX|0.3
"""


# Local landmarks, venues and named spots of the ten English locales' countries (beaches, walks,
# markets, stadiums, food centres, temples…), in the same columns: a second table of our own,
# written by hand for the project from general knowledge (CC0; see scripts/tables/README.md).
LOCAL_TABLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tables", "landmarks.txt")


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEXICON = os.path.join(ROOT, "Sources", "PhotoQuery", "Languages", "en", "Lexicon",
                       "English+Places.swift")
CITIES = os.path.join(ROOT, "..", "shared", "data", "raw", "geonames", "cities1000.tsv")


def place_heads():
    """The lexicon's place-head nouns (`park`, `beach`, `falls`…), read from its Swift source."""
    text = open(LEXICON, encoding="utf-8").read()
    block = re.search(r"static let placeHeadNouns = words\(\s*\"\"\"(.*?)\"\"\"", text, re.S)
    return set(block.group(1).split()) if block else set()


def known_places(rows):
    """Folded names of GeoNames towns and of the first table's landmarks and alternates."""
    names = set()
    with open(CITIES, encoding="utf-8") as f:
        next(f)
        for line in f:
            names.add(line.split("\t")[1].lower())
    for line in rows:
        parts = line.split("|")
        names.add(parts[1].lower())
        names.update(a.lower() for a in parts[2].split(";") if a)
    return names


SUBJECTS = os.path.join(ROOT, "Sources", "PhotoQuery", "Resources", "Data", "subjects.tsv")


def rides_and_activities():
    """Terms of the subject vocabulary under `vehicle` or `activity` (`cable car`, `gondola`,
    `cliff walk`, `jetboat`): things done or ridden at a place."""
    concepts, terms = {}, {}
    with open(SUBJECTS, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            cid, label, synonyms, broader = (line.rstrip("\n").split("\t") + ["", "", ""])[:4]
            concepts[cid] = [b for b in broader.split("|") if b]
            for term in [cid] + [x for x in synonyms.split("|") if x]:
                terms[term] = cid

    def under(cid, seen=()):
        if cid in ("vehicle", "activity"):
            return True
        return any(b not in seen and under(b, seen + (cid,)) for b in concepts.get(cid, []))

    return {term for term, cid in terms.items() if under(cid)}


def names_a_thing_at_a_place(name, places, heads, things):
    """Whether a name is a known place followed by a ride or an activity there, not a place of its
    own (`Table Mountain cable car`, `Howth Cliff Walk`, `Banff Gondola`): people write the thing
    and the place apart (rule 1 of the contract)."""
    words = name.lower().replace("-", " ").split()
    if len(words) < 2 or words[-1] in heads:
        return False
    return any(" ".join(words[:k]) in places and " ".join(words[k:]) in things
               for k in range(1, len(words)))


def landmarks():
    """Yields (kind, name, [alternates], lat, lon, country, radius_km) for every curated row; the
    local table's rows follow, less the names that are a thing at a known place."""
    lines = _TABLE.strip().splitlines()
    seen = {line.split("|")[1].lower() for line in lines}
    local = []
    if os.path.exists(LOCAL_TABLE):
        places, heads, things = known_places(lines), place_heads(), rides_and_activities()
        with open(LOCAL_TABLE, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if not line or line.startswith("#") or line.split("|")[1].lower() in seen:
                    continue
                kind, name, alts, lat, lon, cc, radius = line.split("|")
                if names_a_thing_at_a_place(name, places, heads, things):
                    continue
                alts = ";".join(a for a in alts.split(";")
                                if a and not names_a_thing_at_a_place(a, places, heads, things))
                local.append("|".join([kind, name, alts, lat, lon, cc, radius]))
    for line in lines + local:
        kind, name, alts, lat, lon, cc, radius = line.split("|")
        yield (kind, name, [a for a in alts.split(";") if a], float(lat), float(lon), cc, float(radius))
